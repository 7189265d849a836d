//! One GPU through wgpu: the adapter, the device and the counter's pipeline, and a batch of the core's tasks
//! run through it in short dispatches, each read back before the next is sent.

use crate::Fault;
use nqueens_core::count::gpu::{
    FIRST_DISPATCH_TASKS, GpuWork, RESULT_WORDS, SHADER, TASK_WORDS, WORKGROUP_SIZE, next_dispatch_tasks,
};
use std::sync::{Arc, Mutex};
use std::time::Instant;
use wgpu::BufferUsages as Usage;

/// What a count needs to know of the adapter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Adapter {
    /// The adapter's name as the driver gives it ("llvmpipe (LLVM 15.0.6, 256 bits)", "NVIDIA GeForce …").
    pub name: String,
    /// The graphics API wgpu reaches it through: "vulkan", "metal", "dx12".
    pub backend: String,
    /// A software rasteriser on the CPU (lavapipe, WARP): an emulation, far slower than the CPU's own count.
    pub software: bool,
}

/// Why the GPU could not count (the count may go on with another device, or stops).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeviceError {
    /// No adapter, or no device from it: the count cannot start on a GPU.
    Unavailable(String),
    /// The device was lost, or refused the work, mid-count: another device may redo the batch.
    Lost(String),
}

impl std::fmt::Display for DeviceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DeviceError::Unavailable(why) => write!(f, "no GPU to count on: {why}"),
            DeviceError::Lost(why) => write!(f, "the GPU was lost: {why}"),
        }
    }
}

/// An open device with the counter compiled for it.
pub struct Device {
    pub(crate) adapter: Adapter,
    device: wgpu::Device,
    queue: wgpu::Queue,
    pipeline: wgpu::ComputePipeline,
    /// The first error the device reported outside a callback (validation, memory, loss), if any.
    trouble: Arc<Mutex<Option<String>>>,
    /// Dispatches sent by this device, for the test faults.
    dispatches: usize,
}

impl Device {
    /// The first adapter wgpu finds (a high-performance one first; `WGPU_BACKEND` and `WGPU_ADAPTER_NAME`
    /// choose), its device and the counter's pipeline.
    pub fn open() -> Result<Device, DeviceError> {
        let instance = wgpu::Instance::new(wgpu::InstanceDescriptor::new_without_display_handle_from_env());
        let options = wgpu::RequestAdapterOptions {
            power_preference: wgpu::PowerPreference::from_env().unwrap_or(wgpu::PowerPreference::HighPerformance),
            ..Default::default()
        };
        let adapter = pollster::block_on(instance.request_adapter(&options))
            .map_err(|e| DeviceError::Unavailable(format!("no adapter ({e})")))?;
        let info = adapter.get_info();
        let descriptor = wgpu::DeviceDescriptor {
            label: Some("nqueens count"),
            required_limits: wgpu::Limits::downlevel_defaults(),
            ..Default::default()
        };
        let (device, queue) = pollster::block_on(adapter.request_device(&descriptor))
            .map_err(|e| DeviceError::Unavailable(format!("the adapter {} gave no device ({e})", info.name)))?;
        let trouble = Arc::new(Mutex::new(None::<String>));
        let keep = |trouble: &Arc<Mutex<Option<String>>>, message: String| {
            let mut first = trouble.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            first.get_or_insert(message);
        };
        let seen = Arc::clone(&trouble);
        device.on_uncaptured_error(Arc::new(move |error| keep(&seen, error.to_string())));
        let seen = Arc::clone(&trouble);
        device.set_device_lost_callback(move |reason, message| keep(&seen, format!("{reason:?}: {message}")));
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("the counter"),
            source: wgpu::ShaderSource::Wgsl(SHADER.into()),
        });
        let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: Some("the counter"),
            layout: None,
            module: &module,
            entry_point: Some("count"),
            compilation_options: Default::default(),
            cache: None,
        });
        let opened = Device {
            adapter: Adapter {
                name: info.name.clone(),
                backend: info.backend.to_string(),
                software: info.device_type == wgpu::DeviceType::Cpu,
            },
            device,
            queue,
            pipeline,
            trouble,
            dispatches: 0,
        };
        if let Err(DeviceError::Lost(why) | DeviceError::Unavailable(why)) = opened.check() {
            return Err(DeviceError::Unavailable(format!("the counter did not compile on {} ({why})", info.name)));
        }
        Ok(opened)
    }

    /// The adapter the device is on.
    pub fn adapter(&self) -> &Adapter {
        &self.adapter
    }

    /// The first error the device reported, as a loss.
    fn check(&self) -> Result<(), DeviceError> {
        match self.trouble.lock().unwrap_or_else(std::sync::PoisonError::into_inner).as_ref() {
            Some(why) => Err(DeviceError::Lost(why.clone())),
            None => Ok(()),
        }
    }

    fn buffer(&self, label: &str, words: usize, usage: Usage) -> wgpu::Buffer {
        self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some(label),
            size: (words.max(4) * 4) as u64,
            usage,
            mapped_at_creation: false,
        })
    }

    /// Runs every task of `work` and returns the shader's results ([`RESULT_WORDS`] per task), calling
    /// `dispatched(tasks done)` after each dispatch is read back. `fault` breaks things on purpose (tests).
    pub fn run(
        &mut self,
        work: &GpuWork,
        fault: Option<Fault>,
        dispatched: &mut dyn FnMut(usize),
    ) -> Result<Vec<u32>, DeviceError> {
        let tasks = work.task_count();
        let words = |slice: &[u32]| -> Vec<u8> { slice.iter().flat_map(|word| word.to_le_bytes()).collect() };
        let lines = self.buffer("lines", work.lines().len(), Usage::STORAGE | Usage::COPY_DST);
        let task_buffer = self.buffer("tasks", work.tasks().len(), Usage::STORAGE | Usage::COPY_DST);
        let results = self.buffer("results", tasks * RESULT_WORDS, Usage::STORAGE | Usage::COPY_SRC | Usage::COPY_DST);
        let readback = self.buffer("readback", tasks * RESULT_WORDS, Usage::MAP_READ | Usage::COPY_DST);
        let params = self.buffer("params", 4, Usage::UNIFORM | Usage::COPY_DST);
        self.queue.write_buffer(&lines, 0, &words(work.lines()));
        if tasks > 0 {
            self.queue.write_buffer(&task_buffer, 0, &words(work.tasks()));
        }
        let bind_group = self.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("the counter's buffers"),
            layout: &self.pipeline.get_bind_group_layout(0),
            entries: &[&lines, &task_buffer, &results, &params]
                .iter()
                .enumerate()
                .map(|(binding, buffer)| wgpu::BindGroupEntry {
                    binding: binding as u32,
                    resource: buffer.as_entire_binding(),
                })
                .collect::<Vec<_>>(),
        });
        let mut out = vec![0u32; tasks * RESULT_WORDS];
        let (mut done, mut size) = (0, FIRST_DISPATCH_TASKS);
        while done < tasks {
            let count = size.min(tasks - done);
            let started = Instant::now();
            self.queue.write_buffer(&params, 0, &words(&[count as u32, done as u32, 0, 0]));
            let mut encoder = self.device.create_command_encoder(&Default::default());
            {
                let mut pass = encoder.begin_compute_pass(&Default::default());
                pass.set_pipeline(&self.pipeline);
                pass.set_bind_group(0, &bind_group, &[]);
                pass.dispatch_workgroups(count.div_ceil(WORKGROUP_SIZE as usize) as u32, 1, 1);
            }
            self.queue.submit([encoder.finish()]);
            self.dispatches += 1;
            let range = (done * RESULT_WORDS * 4) as u64..((done + count) * RESULT_WORDS * 4) as u64;
            match fault {
                Some(Fault::CorruptResults) => {
                    // Eight completions more in every task, written over what the shader wrote: a multiple of
                    // every stabilizer's size, so only the check on the CPU can tell.
                    let mut corrupted = self.read(&results, &readback, range.clone())?;
                    for task in corrupted.chunks_exact_mut(RESULT_WORDS) {
                        task[0] = task[0].wrapping_add(8);
                    }
                    self.queue.write_buffer(&results, range.start, &words(&corrupted));
                }
                Some(Fault::LoseDevice { after_dispatches }) if self.dispatches == after_dispatches => {
                    self.device.destroy();
                }
                _ => {}
            }
            let read = self.read(&results, &readback, range)?;
            out[done * RESULT_WORDS..(done + count) * RESULT_WORDS].copy_from_slice(&read);
            done += count;
            dispatched(done);
            size = next_dispatch_tasks(count, started.elapsed().as_secs_f64());
        }
        debug_assert_eq!(work.tasks().len(), tasks * TASK_WORDS);
        Ok(out)
    }

    /// Copies `range` (bytes) of `results` through `readback` and returns it as words.
    fn read(
        &self,
        results: &wgpu::Buffer,
        readback: &wgpu::Buffer,
        range: std::ops::Range<u64>,
    ) -> Result<Vec<u32>, DeviceError> {
        let mut encoder = self.device.create_command_encoder(&Default::default());
        encoder.copy_buffer_to_buffer(results, range.start, readback, range.start, range.end - range.start);
        self.queue.submit([encoder.finish()]);
        let mapped = Arc::new(Mutex::new(None));
        let answer = Arc::clone(&mapped);
        readback.map_async(wgpu::MapMode::Read, range.clone(), move |result| {
            *answer.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(result);
        });
        let polled = self.device.poll(wgpu::PollType::wait_indefinitely());
        self.check()?;
        polled.map_err(|e| DeviceError::Lost(format!("waiting for the GPU failed ({e})")))?;
        let outcome = mapped.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
        match outcome {
            Some(Ok(())) => {}
            Some(Err(e)) => return Err(DeviceError::Lost(format!("the results could not be read ({e})"))),
            None => return Err(DeviceError::Lost("the results never came back".into())),
        }
        let words = {
            let view = readback
                .get_mapped_range(range)
                .map_err(|e| DeviceError::Lost(format!("the results could not be read ({e})")))?;
            view.chunks_exact(4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect()
        };
        readback.unmap();
        Ok(words)
    }
}
